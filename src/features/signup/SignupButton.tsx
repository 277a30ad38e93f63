import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/routes.ts';
import { isSmartphone, openSignupModal } from './signupState.ts';

interface Props {
  className?: string;
  children: ReactNode;
  targetId?: number;
}

/** Opens signup: the modal on desktop, the /signup page on smartphones (SPEC §2). */
export function SignupButton({ className = 'btn btn-primary', children, targetId }: Props) {
  const [, navigate] = useLocation();
  const open = () => {
    if (isSmartphone()) navigate(targetId ? links.memberSignup(targetId) : links.signup());
    else openSignupModal(targetId ?? null);
  };
  return (
    <button type="button" className={className} onClick={open}>
      {children}
    </button>
  );
}
