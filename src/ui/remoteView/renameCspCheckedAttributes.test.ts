import { describe, expect, it } from 'vitest';
import { renameCspCheckedAttributes } from './renameCspCheckedAttributes.ts';

/** Attribute names in the markup, read by the browser's own parser. */
function attributeNames(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
}

describe('renameCspCheckedAttributes', () => {
  it.each([
    ['<img src=x onerror="a()">', ['src', 'data-blocked-onerror']],
    ['<div onclick=x onmouseover=y>text</div>', ['data-blocked-onclick', 'data-blocked-onmouseover']],
    ['<svg/onload=alert(1)>', ['data-blocked-onload']],
    ['<a href="/x"onclick="y()">link</a>', ['href', 'data-blocked-onclick']],
    ['<IMG SRC=x ONERROR=a()>', ['src', 'data-blocked-onerror']],
    ['<p onclick = "go()">text</p>', ['data-blocked-onclick']],
    ['<img title=">" onerror="a()" src=x>', ['title', 'data-blocked-onerror', 'src']],
    ['<p style="color:red">text</p>', ['data-blocked-style']],
    ['<P STYLE=color:red class=lead>text</P>', ['data-blocked-style', 'class']],
    ['<p style>valueless</p><b onclick>valueless</b>', ['data-blocked-style', 'data-blocked-onclick']],
    ['<p title=\'a "style=x"\' style=\'b\'>text</p>', ['title', 'data-blocked-style']],
    ['<svg><rect style="fill:red"/></svg><math><mi style="color:red">x</mi></math>', ['data-blocked-style', 'data-blocked-style']],
    ['<svg><style><a style="x"></a></style></svg>', ['data-blocked-style']],
    ['<!-- <p style="x"> --><p style="y">text</p>', ['data-blocked-style']],
    ['<script>if (a<b) s = "</p>"</script><p style="y">text</p>', ['data-blocked-style']],
  ])('renames the checked attributes of %s', (html, names) => {
    const renamed = renameCspCheckedAttributes(html);
    expect(attributeNames(renamed).map((name) => name.toLowerCase())).toEqual(names);
    expect(attributeNames(renamed).filter((name) => /^(on|style$)/i.test(name))).toEqual([]);
  });

  it('keeps the attribute values as the values of the renamed attributes', () => {
    expect(renameCspCheckedAttributes('<img src=x onerror="a()" style="b">')).toBe('<img src=x data-blocked-onerror="a()" data-blocked-style="b">');
  });

  it.each([
    '<p>online on=1 style=bold</p>',
    '<p>Come on = go on</p>',
    '<a href="/information/conditions">conditions</a>',
    '<p>a < b and onion=1</p>',
    '<p data-style="x" styles="y">text</p>',
    '<!-- <p style="x"> -->',
    '<textarea><p style="x"></textarea>',
    '<title><b onclick="x"></title>',
  ])('leaves text, comments, raw text and ordinary attributes alone: %s', (html) => {
    expect(renameCspCheckedAttributes(html)).toBe(html);
  });
});
