/** Texts the server writes: error answers (409, 503, …), readiness findings and mails, in the reader's language (issue 12). */
export const serverMessages = {
  busy: 'The server is busy. Try again in a moment.',
};
