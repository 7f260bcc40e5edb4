// Applies a recipe's edits to a copy. An edit names its file and one of:
//   { after, insert }   inserts text right after an anchor that occurs exactly once;
//   { replace, with }   replaces a text that occurs exactly once;
//   { json }            sets keys of a JSON file ('a.b': value sets b inside a), adding them last.
// An anchor that is missing or not unique stops the check: the recipe needs updating, and says so.
import fs from 'node:fs';
import path from 'node:path';

function once(text, anchor, file) {
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: the recipe's anchor is gone, update the recipe: ${JSON.stringify(anchor)}`);
  if (text.indexOf(anchor, at + 1) >= 0) {
    throw new Error(`${file}: the recipe's anchor is not unique, make it longer: ${JSON.stringify(anchor)}`);
  }
  return at;
}

export function applyEdit(text, edit) {
  if (edit.json) {
    const data = JSON.parse(text);
    for (const [keyPath, value] of Object.entries(edit.json)) {
      const keys = keyPath.split('.');
      const last = keys.pop();
      let node = data;
      for (const key of keys) {
        if (typeof node[key] !== 'object' || node[key] === null) {
          throw new Error(`${edit.file}: no object at '${key}' of '${keyPath}', update the recipe`);
        }
        node = node[key];
      }
      if (Object.hasOwn(node, last)) throw new Error(`${edit.file}: '${keyPath}' exists already`);
      node[last] = value;
    }
    return `${JSON.stringify(data, null, 2)}\n`;
  }
  if (edit.after !== undefined) {
    const at = once(text, edit.after, edit.file) + edit.after.length;
    return text.slice(0, at) + edit.insert + text.slice(at);
  }
  if (edit.replace !== undefined) {
    const at = once(text, edit.replace, edit.file);
    return text.slice(0, at) + edit.with + text.slice(at + edit.replace.length);
  }
  throw new Error(`${edit.file}: an edit needs after/insert, replace/with or json`);
}

export function applyEdits(dir, edits) {
  for (const edit of edits) {
    const file = path.join(dir, edit.file);
    fs.writeFileSync(file, applyEdit(fs.readFileSync(file, 'utf8'), edit));
  }
}

/** The distinct files a recipe edits by hand, in order. */
export const editedFiles = (edits) => [...new Set(edits.map((edit) => edit.file))];
