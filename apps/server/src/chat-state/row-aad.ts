/**
 * The row identities petition values are sealed with (crypto/seal.ts): a sealed value copied into another row —
 * another client, section, version, answer or side — does not open there.
 */
export const chatStateAad = (userId: string): string => `chat_states\u0000${userId}`;

export const chatSectionAad = (userId: string, sectionId: number): string => `chat_sections\u0000${userId}\u0000${sectionId}`;

export const answerHistoryAad = (userId: string, version: number, key: string, side: 'old' | 'new'): string =>
  `answer_history\u0000${userId}\u0000${version}\u0000${key}\u0000${side}`;
