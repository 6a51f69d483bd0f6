/** The part of jsdom the server uses (./routes/productPages.ts): a window for the page render's sanitiser. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
