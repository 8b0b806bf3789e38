import { useState } from 'react';
import { useNavigate } from 'react-router';
import { welcome } from '@i129f/petition/i18n/en/welcome.ts';
import { ACCOUNT_MESSAGES } from '@i129f/petition/account/messages.ts';
import { markAcceptedConditions } from '../../api/account.ts';
import { failureMessage } from '../../api/messages.ts';
import { sessionStore, updateUserInfo } from '../../session/session.ts';
import { ConsentStep } from './ConsentStep.tsx';
import { IntroStep } from './IntroStep.tsx';
import { registerEnglish } from '../../i18n/i18n.ts';
import './welcome.css';

registerEnglish('welcome', welcome);

/** /welcome (spec §2): intro, then consent; acceptance is recorded on the server and leads to /setup. */
export default function WelcomePage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'intro' | 'consent'>('intro');

  async function agree(): Promise<string | null> {
    const email = sessionStore.get().userInfo?.email ?? '';
    try {
      const result = await markAcceptedConditions(email);
      if (!result.ok) return failureMessage(result, ACCOUNT_MESSAGES.genericError);
    } catch {
      return ACCOUNT_MESSAGES.genericError;
    }
    updateUserInfo({ acceptedConditions: true });
    navigate('/setup');
    return null;
  }

  return (
    <section className="welcome" aria-labelledby="page-title">
      {step === 'intro' ? <IntroStep onStart={() => setStep('consent')} /> : <ConsentStep onAgree={agree} onBack={() => setStep('intro')} />}
    </section>
  );
}
