import 'react-router';

/**
 * With a data router (RouterProvider), `navigate` returns a promise that settles once the next page is shown; React
 * Router types it `void | Promise<void>` for its other routers, and asks an app on a data router to say so.
 */
declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): Promise<void>;
    (delta: number): Promise<void>;
  }
}
