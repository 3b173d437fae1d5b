/** The version of the public plugin API. A plugin's `hostApi` range must accept it. */
export const SDK_VERSION = '7.1.0';
