/** Texts the server writes: error answers (409, 503, …), readiness findings and mails, in the reader's language (issue 12). */
export const serverMessages = {
  busy: 'El servidor está ocupado. Vuelva a intentarlo en un momento.',
};
