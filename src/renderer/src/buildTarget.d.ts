/**
 * True in the web build (vite.web.config.ts), false in the desktop build and the tests: the web app
 * never runs inside the desktop shell, so its bundle can leave the desktop-only code out.
 */
declare const __WEB_BUILD__: boolean;

/** The year the app was built in: what the pre-rendered landing page (../prerender.tsx) shows. */
declare const __BUILD_YEAR__: number;
