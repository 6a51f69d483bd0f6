/**
 * True in the web build (vite.web.config.ts), false in the desktop build and the tests: the web app
 * never runs inside the desktop shell, so its bundle can leave the desktop-only code out.
 */
declare const __WEB_BUILD__: boolean;

/** The year the app was built in: what the pre-rendered landing page (../serverRender.tsx) shows. */
declare const __BUILD_YEAR__: number;

/** Each endpoint's method and path, taken from the contract's table when the app is built. */
declare const __API_ROUTES__: import('@shared/contract/endpoints').EndpointRoutes;
