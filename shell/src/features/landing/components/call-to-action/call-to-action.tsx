import { useNavigate } from 'react-router-dom';
import { Button, type ButtonVariant } from '@campusloop/ui';
import { useHeroAction } from '../hero/use-hero-action';

/** The hero's button (spec §2): 'Join Now', 'Complete Profile' or 'Explore CampusLoop'; nothing while the session loads. */
export function CallToAction({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const action = useHeroAction();
  const navigate = useNavigate();
  if (!action) return null;
  return (
    <Button variant={variant} onClick={() => navigate(action.to)}>
      {action.label}
    </Button>
  );
}
