/** Limits on the shape of a JSON body, checked on the text before it is parsed. */
export interface JsonShapeLimits {
  /** Deepest nesting of arrays/objects (the chat state is far below; 10,000 levels would overflow recursive code). */
  maxDepth: number;
  /** Most elements in one array or members in one object. */
  maxItems: number;
}

export const JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 64, maxItems: 20_000 };

const STRING_STOP = /["\\\u0000]/g;

export type JsonShapeProblem = { problem: 'depth' | 'items' | 'nul' } | null;

/**
 * One pass over the text, no recursion: nesting depth, the item count of each open array/object, and NUL
 * characters in strings (`\u0000`: PostgreSQL refuses them in text, so no stored value may hold one). Strings
 * and escapes are skipped exactly, so brackets, commas or `\\u0000` inside a string are text, not structure.
 * Syntax errors are left to JSON.parse.
 */
export function checkJsonShape(text: string, limits: JsonShapeLimits = JSON_SHAPE_LIMITS): JsonShapeProblem {
  const counts: number[] = []; // items so far in each open container (commas + 1 once a value started)
  const hasValue: boolean[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    if (inString) {
      // Jump to the next quote, backslash or NUL (a regex scan is much faster than a loop over every character).
      STRING_STOP.lastIndex = i;
      const stop = STRING_STOP.exec(text);
      if (!stop) return null; // unterminated string: JSON.parse reports it
      i = stop.index;
    }
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && /^0000$/.test(text.slice(i + 2, i + 6))) return { problem: 'nul' };
        i += 1;
      } else if (c === 0x22 /* " */) inString = false;
      else if (c === 0) return { problem: 'nul' };
      continue;
    }
    if (c === 0x22) {
      inString = true;
      if (!markValue(counts, hasValue, limits)) return { problem: 'items' };
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (!markValue(counts, hasValue, limits)) return { problem: 'items' };
      if (counts.length >= limits.maxDepth) return { problem: 'depth' };
      counts.push(0);
      hasValue.push(false);
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      counts.pop();
      hasValue.pop();
    } else if (c === 0x2c /* , */) {
      if (hasValue.length > 0) hasValue[hasValue.length - 1] = false;
    } else if (c === 0x3a /* : */) {
      // An object member's value follows its key: the key already counted the member.
      if (hasValue.length > 0) hasValue[hasValue.length - 1] = true;
      continue;
    } else if (c > 0x20 && hasValue.length > 0 && !hasValue[hasValue.length - 1]) {
      if (!markValue(counts, hasValue, limits)) return { problem: 'items' };
    }
    if (counts.length > 0 && counts[counts.length - 1]! > limits.maxItems) return { problem: 'items' };
  }
  return null;
}

/** Counts a value starting in the innermost open container (once per item). False when over the limit. */
function markValue(counts: number[], hasValue: boolean[], limits: JsonShapeLimits): boolean {
  const top = hasValue.length - 1;
  if (top < 0 || hasValue[top]) return true;
  hasValue[top] = true;
  counts[top] = counts[top]! + 1;
  return counts[top]! <= limits.maxItems;
}
