import kernelEnglish from '../../src/i18n/dictionaries/en.json' with { type: 'json' };

/**
 * The kernel's English texts (the error catalogue's `main_query_error`…), which plugins show by their `kernel:` keys;
 * a file of its own so that end-to-end specs, which run in Node, take the texts without the kernel's browser code.
 */
export const kernelEn = kernelEnglish;
