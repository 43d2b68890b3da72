import { type Localized, l } from '@flp/shared';
import type { BpmnProblem } from './graph';

const SHOWN = 3;

function describe(p: BpmnProblem, lang: keyof Localized): string {
  return `${p.elementType} "${p.elementId}": ${p.reason[lang]}`;
}

/** A model that cannot be deployed, with every problem found (not only the first). */
export class BpmnModelError extends Error {
  readonly problems: BpmnProblem[];
  readonly localized: Localized;

  constructor(problems: BpmnProblem[]) {
    const summary = (lang: keyof Localized, more: (n: number) => string) => {
      const shown = problems.slice(0, SHOWN).map((p) => describe(p, lang));
      if (problems.length > SHOWN) shown.push(more(problems.length - SHOWN));
      return shown.join('; ');
    };
    const localized = l(
      `模型不可部署: ${summary('zh-CN', (n) => `另有 ${n} 个问题`)}`,
      `Model cannot be deployed: ${summary('en-US', (n) => `${n} more problem(s)`)}`,
    );
    super(localized['zh-CN']);
    this.name = 'BpmnModelError';
    this.problems = problems;
    this.localized = localized;
  }
}
