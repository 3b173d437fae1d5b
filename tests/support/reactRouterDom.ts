// What `react-router-dom` is in the browser (see SHARED_LIBRARIES in scripts/sharedLibraries.ts): react-router, one
// module. Tests alias it here so that they, too, have one router instance.
export * from 'react-router';
