import { useState } from 'react';
import { useAtom } from '../../shared/elements/portal.ts';
import { certificationSignedSchema } from '../../shared/contracts/certification.ts';
import { certificationProblems } from '../../shared/contracts/certification/problems.ts';
import { signingProblemText } from '../../shared/signing/hints.ts';
import { SignLinkView, signLinkToken } from '../../shared/signing/link/SignLinkView.tsx';
import { useCertification } from './context.tsx';
import { certificationPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * signera: the page a signing link sent by e-mail or SMS opens (§4 "e-signature sent by
 * e-mail or SMS"). The member, signed in on the device with BankID, signs the application
 * there; then the sign-sent modal, as after signing at once.
 */
export default function SignLink() {
  const { portal, setSent } = useCertification();
  // The token is the address's #fragment (never sent to the server); read once.
  const { hash } = useAtom(portal.bridge.location);
  const [token] = useState(() => signLinkToken(hash));
  return (
    <>
      <h3>{t('signLink.heading')}</h3>
      <SignLinkView
        api={portal.api}
        token={token}
        testSigner={portal.testSigner}
        problemText={(error) => signingProblemText(error, certificationProblems)}
        onComplete={(order) => {
          const signed = certificationSignedSchema.parse(order.result);
          setSent({ type: signed.certificateType, link: null });
        }}
      />
      <p className="space-before-large">
        <PortalLink href={certificationPath('certificationHome')}>{t('signLink.home')}</PortalLink>
      </p>
    </>
  );
}
