/**
 * The game questions of the registration captcha (issue 16): a human who plays knows them, a
 * generic spam script does not. Answers are compared folded (case, accents and spaces), so that
 * "kamas", "Kamas" and "KAMAS" all pass.
 */
import type { Lang } from '#contract/common';

export interface Question {
  id: number;
  text: Record<Lang, string>;
  /** Accepted answers, folded. */
  answers: readonly string[];
}

export const QUESTIONS: readonly Question[] = [
  {
    id: 1,
    text: {
      fr: 'Quelle est la monnaie du jeu ?',
      en: 'What is the currency of the game?',
      es: '¿Cuál es la moneda del juego?',
    },
    answers: ['kamas', 'kama', 'les kamas', 'the kamas', 'los kamas'],
  },
  {
    id: 2,
    text: {
      fr: 'Quel monstre à laine, blanc et cornu, donne son nom à la première panoplie de bien des joueurs ?',
      en: 'Which white, horned, woolly monster gives its name to many players’ first set?',
      es: '¿Qué monstruo blanco, lanudo y con cuernos da nombre al primer set de muchos jugadores?',
    },
    answers: ['bouftou', 'le bouftou', 'gobball', 'the gobball', 'jalato', 'el jalato'],
  },
  {
    id: 3,
    text: {
      fr: 'Quelle cité est la rivale de Bonta ?',
      en: 'Which city is the rival of Bonta?',
      es: '¿Qué ciudad es la rival de Bonta?',
    },
    answers: ['brakmar'],
  },
  {
    id: 4,
    text: {
      fr: 'Quelle classe se bat à l’arc ?',
      en: 'Which class fights with a bow?',
      es: '¿Qué clase lucha con arco?',
    },
    answers: ['cra', 'les cra', 'the cra', 'los cra', 'cras'],
  },
  {
    id: 5,
    text: {
      fr: 'Quelle classe du jeu joue avec le temps ?',
      en: 'Which class of the game plays with time?',
      es: '¿Qué clase del juego juega con el tiempo?',
    },
    answers: ['xelor', 'les xelor', 'the xelor', 'los xelor', 'xelors'],
  },
];

/** Lower case, accents removed, spaces and punctuation collapsed to single spaces. */
export function foldAnswer(answer: string): string {
  return answer
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function questionById(id: unknown): Question | undefined {
  return QUESTIONS.find((question) => question.id === id);
}

export function isRightAnswer(question: Question, answer: string): boolean {
  return question.answers.includes(foldAnswer(answer));
}
