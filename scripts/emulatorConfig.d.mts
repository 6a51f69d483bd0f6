/** Types of emulatorConfig.mjs for the TypeScript tests that share it. */
export function freePort(): Promise<number>;
export function writeEmulatorConfig(dir: string, authPort: number): Promise<string>;
export function emulatorDebugTail(dir: string, lines?: number): string;
