// Reads the module specifiers of a TypeScript / TSX / JavaScript file without a parser: comments, template text and
// regular expressions are blanked out first, so only real import and export statements and import() calls are read.

export interface ModuleReference {
  specifier: string;
  /** `import` / `export … from` statement, or an `import()` call. */
  kind: 'import' | 'export' | 'dynamic';
  /** Erased by the compiler: `import type`, `export type`, or only `type` names inside the braces. */
  typeOnly: boolean;
  /** 1-based line of the statement. */
  line: number;
  /** The names a static import or re-export takes from inside its braces, as the module exports them (`type` ones left out). */
  names?: string[];
}

const REGEX_PREFIX_KEYWORDS = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);
const PUNCTUATION_BEFORE_REGEX = '(,=:[!&|?{};+-*%<>~^';

/**
 * The source with comments, template literal text and regular expression bodies replaced by spaces (line breaks
 * kept, so offsets and lines stay), and the contents of quoted strings replaced by `_`; `strings` maps the offset of
 * each opening quote to the string's real text. A quoted string that meets a line break ends there (a stray
 * apostrophe in JSX text cannot swallow the rest of the file).
 */
export function maskSource(source: string): { masked: string; strings: Map<number, string> } {
  const out = source.split('');
  const strings = new Map<number, string>();
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i += 1) if (out[i] !== '\n') out[i] = ' ';
  };
  // Brace depth of each template literal expression we are inside (`${ … }`), innermost last.
  const templateDepths: number[] = [];
  let braceDepth = 0;
  let lastSignificant = -1; // offset of the last code character that is not whitespace

  const regexAllowed = (): boolean => {
    if (lastSignificant < 0) return true;
    const previous = source[lastSignificant];
    if (PUNCTUATION_BEFORE_REGEX.includes(previous)) return true;
    if (!/[\w$]/.test(previous)) return false;
    let start = lastSignificant;
    while (start > 0 && /[\w$]/.test(source[start - 1])) start -= 1;
    return REGEX_PREFIX_KEYWORDS.has(source.slice(start, lastSignificant + 1));
  };

  /** Scans template text from `i` (after the backtick or the closing brace of an expression); returns where code resumes. */
  const scanTemplate = (i: number): number => {
    let j = i;
    while (j < source.length) {
      const c = source[j];
      if (c === '\\') {
        j += 2;
      } else if (c === '`') {
        blank(i, j);
        return j + 1;
      } else if (c === '$' && source[j + 1] === '{') {
        blank(i, j);
        templateDepths.push(braceDepth);
        braceDepth += 1;
        return j + 2;
      } else {
        j += 1;
      }
    }
    blank(i, source.length);
    return source.length;
  };

  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c && source[j] !== '\n') {
        if (source[j] === '\\' && j + 1 < source.length) {
          text += source[j + 1];
          j += 2;
        } else {
          text += source[j];
          j += 1;
        }
      }
      strings.set(i, text);
      for (let k = i + 1; k < j && k < source.length; k += 1) if (out[k] !== '\n') out[k] = '_';
      lastSignificant = Math.min(j, source.length - 1);
      i = source[j] === c ? j + 1 : j;
    } else if (c === '`') {
      lastSignificant = i;
      i = scanTemplate(i + 1);
    } else if (c === '/' && regexAllowed()) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        const r = source[j];
        if (r === '\\') j += 1;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        j += 1;
      }
      blank(i + 1, Math.min(j, source.length));
      lastSignificant = Math.min(j, source.length - 1);
      i = j < source.length && source[j] === '/' ? j + 1 : j;
    } else {
      if (c === '{') braceDepth += 1;
      else if (c === '}') {
        braceDepth -= 1;
        if (templateDepths.length > 0 && templateDepths[templateDepths.length - 1] === braceDepth) {
          templateDepths.pop();
          lastSignificant = i;
          i = scanTemplate(i + 1);
          continue;
        }
      }
      if (!/\s/.test(c)) lastSignificant = i;
      i += 1;
    }
  }
  return { masked: out.join(''), strings };
}

// On the masked text: a quoted string is a quote, filler and the same quote.
const QUOTED = String.raw`(?<quote>['"])_*\k<quote>`;
/** Everything between `import` / `export` and `from`: names, braces, commas, `*`, `as`, `type`, line breaks. */
const CLAUSE = String.raw`[\w$\s{},*]*?`;
const STATIC_IMPORT = new RegExp(String.raw`(?<![\w$.])import\s+(type\s+)?(${CLAUSE})\s*from\s*${QUOTED}`, 'g');
const SIDE_EFFECT_IMPORT = new RegExp(String.raw`(?<![\w$.])import\s*${QUOTED}`, 'g');
const EXPORT_FROM = new RegExp(String.raw`(?<![\w$.])export\s+(type\s+)?(${CLAUSE})\s*from\s*${QUOTED}`, 'g');
const PROMISE_MEMBERS = new Set(['then', 'catch', 'finally']);
const DYNAMIC_IMPORT = new RegExp(String.raw`(?<![\w$.])(typeof\s+)?import\s*\(\s*${QUOTED}\s*[,)]`, 'g');

/** `{ type A, type B }` imports nothing at run time; `X, { type A }` or `* as X` does. */
function onlyTypeNames(clause: string): boolean {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return false;
  if (clause.replace(braces[0], '').replace(/[\s,]/g, '') !== '') return false;
  const names = braces[1].split(',').map((name) => name.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** `{ a, b as c, type T }` takes `a` and `b` at run time. */
function valueNames(clause: string): string[] {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return [];
  return braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

/** Every module a file refers to by a string literal: static imports, re-exports and import() calls. */
export function moduleReferences(source: string): ModuleReference[] {
  const { masked, strings } = maskSource(source);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i += 1) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  /** The real text of the quoted string that ends the match. */
  const specifierOf = (match: RegExpExecArray) => {
    const quoteAt = match.index + match[0].search(/['"]_*['"]\s*[,)]?$/);
    return strings.get(quoteAt) ?? '';
  };

  const references: Array<ModuleReference & { offset: number }> = [];
  for (const match of masked.matchAll(STATIC_IMPORT)) {
    references.push({ specifier: specifierOf(match), kind: 'import', typeOnly: Boolean(match[1]) || onlyTypeNames(match[2]), line: lineOf(match.index), offset: match.index, names: match[1] ? [] : valueNames(match[2]) });
  }
  for (const match of masked.matchAll(SIDE_EFFECT_IMPORT)) {
    references.push({ specifier: specifierOf(match), kind: 'import', typeOnly: false, line: lineOf(match.index), offset: match.index });
  }
  for (const match of masked.matchAll(EXPORT_FROM)) {
    references.push({ specifier: specifierOf(match), kind: 'export', typeOnly: Boolean(match[1]) || onlyTypeNames(match[2]), line: lineOf(match.index), offset: match.index, names: match[1] ? [] : valueNames(match[2]) });
  }
  for (const match of masked.matchAll(DYNAMIC_IMPORT)) {
    // `import('x').Name` is a type (a promise has no such member); `typeof import('x')` too.
    const member = /^\s*\.\s*([\w$]+)/.exec(masked.slice(match.index + match[0].length))?.[1];
    const typeOnly = Boolean(match[1]) || (match[0].endsWith(')') && member !== undefined && !PROMISE_MEMBERS.has(member));
    references.push({ specifier: specifierOf(match), kind: 'dynamic', typeOnly, line: lineOf(match.index), offset: match.index });
  }
  return references.sort((a, b) => a.offset - b.offset).map(({ offset: _offset, ...reference }) => reference);
}
