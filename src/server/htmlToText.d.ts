/** The part of html-to-text the server uses (./mail/renderEmail.ts): the package ships no types. */
declare module 'html-to-text' {
  export interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  export interface HtmlToTextOptions {
    wordwrap?: number | false;
    selectors?: SelectorDefinition[];
  }
  export function compile(options?: HtmlToTextOptions): (html: string) => string;
}
