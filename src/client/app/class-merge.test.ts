/**
 * mergeClasses (lib/class-merge.ts, used instead of tailwind-merge by the components below) must give
 * tailwind-merge's answer: for every Button variant and size, and for the classes of Spinner, Logo,
 * PetAvatar, Card, InfoCard, Input and Textarea, joined with every className that any call of those
 * components in src/client passes (and InfoCard's tones). It lives with the app layer because it reads
 * components of every layer, features included.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from '../lib/class-merge.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { SPINNER_CLASSES } from '../components/ui/spinner.tsx';
import { LOGO_CLASSES } from '../components/logo.tsx';
import {
  AVATAR_CLASSES,
  AVATAR_ICON_CLASSES,
  AVATAR_ICON_DISC_CLASSES,
  AVATAR_PHOTO_CLASSES,
} from '../components/assessments/pet-avatar.tsx';
import { CARD_CLASSES, CARD_TITLE_CLASSES } from '../components/ui/card.tsx';
import { INPUT_CLASSES, TEXTAREA_CLASSES } from '../components/ui/input.tsx';
import { INFO_CARD_CLASSES, INFO_CARD_ICON_CLASSES, TONES } from '../features/archetypes/info-card.tsx';

const COMPONENTS = new Set([
  'Button',
  'Spinner',
  'FullPageSpinner',
  'Logo',
  'PetAvatar',
  'Card',
  'CardTitle',
  'InfoCard',
  'Input',
  'Textarea',
]);
const CLASS_PROPS = new Set(['className', 'iconClassName']);
const COMPOSED = [path.join('ui', 'spinner.tsx'), path.join('archetypes', 'info-card.tsx')];

/** Every className and iconClassName given to those components in src/client, as written. */
function callerClasses(): { where: string; value: string | null }[] {
  const found: { where: string; value: string | null }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.tsx')) scan(file);
    }
  };
  const scan = (file: string) => {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        COMPONENTS.has(node.tagName.getText())
      ) {
        for (const attr of node.attributes.properties) {
          if (!ts.isJsxAttribute(attr) || !CLASS_PROPS.has(attr.name.getText()) || !attr.initializer) continue;
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const where = `${path.relative('.', file)}:${line}`;
          const init = attr.initializer;
          if (ts.isStringLiteral(init)) found.push({ where, value: init.text });
          else if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression))
            found.push({ where, value: init.expression.text });
          // `cond ? 'a' : 'b'`: both classNames are written out, and both are checked.
          else if (
            ts.isJsxExpression(init) &&
            init.expression &&
            ts.isConditionalExpression(init.expression) &&
            ts.isStringLiteralLike(init.expression.whenTrue) &&
            ts.isStringLiteralLike(init.expression.whenFalse)
          )
            found.push(
              { where, value: init.expression.whenTrue.text },
              { where, value: init.expression.whenFalse.text },
            );
          // A computed className cannot be checked here; the two components that pass their own composed
          // classes on (FullPageSpinner to Spinner, InfoCard to Card) are among the bases below.
          else if (!COMPOSED.some((f) => file.endsWith(f))) found.push({ where, value: null });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  };
  walk(path.resolve('src/client'));
  return found;
}

const set = (classes: string) => new Set(classes.split(' ').filter(Boolean));

const variants = ['primary', 'secondary', 'teal', 'ghost', 'destructive', 'link'] as const;
const sizes = ['md', 'lg', 'sm', 'icon'] as const;
const bases = [
  ...variants.flatMap((variant) => sizes.map((size) => buttonVariants({ variant, size }))),
  SPINNER_CLASSES,
  LOGO_CLASSES,
  AVATAR_CLASSES,
  AVATAR_ICON_CLASSES,
  CARD_CLASSES,
  CARD_TITLE_CLASSES,
  INFO_CARD_CLASSES,
  `${CARD_CLASSES} ${INFO_CARD_CLASSES}`,
  INFO_CARD_ICON_CLASSES,
  INPUT_CLASSES,
  TEXTAREA_CLASSES,
];

describe('mergeClasses', () => {
  const callers = callerClasses();

  it('finds the calls, and every className given to those components is written out', () => {
    expect(callers.length).toBeGreaterThan(30);
    expect(callers.filter((c) => c.value === null).map((c) => c.where)).toEqual([]);
  });

  it("gives tailwind-merge's classes for every base joined with every caller's className", () => {
    const extras = ['', ...Object.values(TONES), ...new Set(callers.map((c) => c.value ?? ''))];
    for (const base of bases) {
      for (const extra of extras) {
        expect(set(mergeClasses(base, extra)), `${base} + ${extra}`).toEqual(set(twMerge(base, extra)));
        for (const after of base === AVATAR_CLASSES ? [AVATAR_PHOTO_CLASSES, AVATAR_ICON_DISC_CLASSES] : []) {
          const merged = mergeClasses(mergeClasses(base, extra), after);
          expect(set(merged), `${base} + ${extra} + ${after}`).toEqual(set(twMerge(twMerge(base, extra), after)));
        }
      }
    }
  });

  it('keeps the later of two classes of the same kind, variants apart', () => {
    expect(mergeClasses('px-6 hover:bg-primary', 'p-0 bg-white')).toBe('hover:bg-primary p-0 bg-white');
    expect(mergeClasses('[&_svg]:size-5 size-10', 'size-4')).toBe('[&_svg]:size-5 size-4');
  });
});
