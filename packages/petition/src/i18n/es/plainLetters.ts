import type { SameShape } from '../catalogue.ts';
import type { plainLetters as en } from '../en/plainLetters.ts';

export const plainLetters: SameShape<typeof en> = {
  title: 'Antes de escribir el formulario',
  intro: 'USCIS lee el Formulario I-129F en inglés, con nombres y direcciones en letras latinas simples (sin acentos). El formulario llevará:',
  becomes: 'En letras simples: {{plain}}',
  freeText: 'Con sus propias palabras: el formulario lo necesita en inglés. Si no lo está, cámbielo en el chat.',
  otherScript: 'Otro alfabeto: el formulario necesita letras latinas. Cámbielo en el chat.',
  otherScriptName:
    'Un nombre en otro alfabeto va solo en la Parte 2, puntos 49–50 (alfabeto nativo). Aquí, escriba el nombre en letras latinas como figura en el pasaporte: cámbielo en el chat.',
  use: 'Usar letras simples',
  keep: 'Dejar como está escrito',
  failed: 'No se pudieron escribir las letras simples. No se cambió nada.',
};
