// What `react-router-dom` is in the browser (see SHARED_LIBRARIES in rspack.config.ts): react-router with the DOM
// RouterProvider, one module. Tests alias it here so that they, too, have one router instance.
export * from 'react-router';
export { RouterProvider } from 'react-router/dom';
