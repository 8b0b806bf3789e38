import { account } from './account.ts';
import { accountData } from './accountData.ts';
import { app } from './app.ts';
import { auth } from './auth.ts';
import { beneficiary } from './beneficiary.ts';
import { chat } from './chat.ts';
import { clients } from './clients.ts';
import { checkAnswers } from './checkAnswers.ts';
import { comments } from './comments.ts';
import { common } from './common.ts';
import { documents } from './documents.ts';
import { files } from './files.ts';
import { home } from './home.ts';
import { interview } from './interview.ts';
import { invitations } from './invitations.ts';
import { letters } from './letters.ts';
import { packet } from './packet.ts';
import { pdfEditor } from './pdfEditor.ts';
import { plainLetters } from './plainLetters.ts';
import { questionnaire } from './questionnaire.ts';
import { readiness } from './readiness.ts';
import { review } from './review.ts';
import { serverMessages } from './serverMessages.ts';
import { setup } from './setup.ts';
import { twoFactor } from './twoFactor.ts';
import { upload } from './upload.ts';
import { welcome } from './welcome.ts';

/** The English catalogue: the reference every other language is typed and tested against. */
export const en = { common, account, auth, home, welcome, setup, questionnaire, files, documents, upload, interview, twoFactor, chat, accountData, readiness, letters, packet, checkAnswers, comments, pdfEditor, invitations, clients, review, serverMessages, app, plainLetters, beneficiary };

export type Catalogue = import('../catalogue.ts').SameShape<typeof en>;
export type Namespace = keyof typeof en;
