/** Types of emulatorConfig.mjs for the TypeScript tests that share it. */
export function freePorts(count: number, except?: readonly number[]): Promise<number[]>;
export function freePort(): Promise<number>;
export function writeEmulatorConfig(dir: string, authPort: number): Promise<string>;
export function emulatorDebugTail(dir: string, lines?: number): string;
