import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Audience, User } from '@campusloop/contracts';
import { Button, FlashMessage, Loading, PageSection } from '@campusloop/ui';
import { selectCurrentUser, useAppSelector } from '@campusloop/web-platform';
import { focusFirstInvalid } from '../../../../forms/focus-first-invalid';
import { useProfileForm } from '../../hooks/use-profile-form';
import { hasUnsavedChanges } from '../../profile-form-values';
import { AccountNotice } from '../account-notice/account-notice';
import { AudienceField } from '../audience-field/audience-field';
import { PersonalFields } from '../personal-fields/personal-fields';
import { ProfilePictureField } from '../profile-picture-field/profile-picture-field';
import { UniversityFields } from '../university-fields/university-fields';

export type ProfileFormMode = 'page' | 'dashboard';

/** Spec §9: the flash stays 10 s on the page, 8 s inside the dashboard. */
export const FLASH_DURATION_MS: Record<ProfileFormMode, number> = { page: 10_000, dashboard: 8_000 };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space.md}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.mobile} { flex-direction: column; }
`;

export type ProfileFormProps = {
  /** 'page' on /profile and the completion forms; 'dashboard' inside the PROFILE tab ('Complete Your Profile'). */
  mode?: ProfileFormMode;
  /** The completion forms fix the audience (no radio group). */
  audience?: Audience;
  /** Page title; the dashboard always shows 'Complete Your Profile'. */
  title?: string;
  subtitle?: string;
};

function ProfileFormFor({ user, mode, audience, title, subtitle }: Required<Pick<ProfileFormProps, 'mode' | 'title'>> & Omit<ProfileFormProps, 'mode' | 'title'> & { user: User }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, saving, flash, saveCount, change, save, dismissFlash } = useProfileForm(user, audience);
  const university = values.audience === 'UNIVERSITY_STUDENT';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!(await save())) focusFirstInvalid(form.current);
  }

  async function saveBeforeVerification(): Promise<boolean> {
    if (!hasUnsavedChanges(values, user)) return true;
    const saved = await save();
    if (!saved) focusFirstInvalid(form.current);
    return saved;
  }

  return (
    <PageSection title={title} subtitle={subtitle} headingLevel={mode === 'page' ? 1 : 2}>
      <AccountNotice />
      <Form ref={form} onSubmit={onSubmit} noValidate aria-label={title}>
        <Card data-section="picture">
          <ProfilePictureField
            key={saveCount}
            user={user}
            removing={values.removePicture}
            onRemovingChange={(removing) => change('removePicture', removing)}
            onUpload={(descriptor) => change('newPicture', descriptor)}
            error={errors.profileImage}
            disabled={saving}
          />
        </Card>
        <Card data-section="personal">
          {!audience && (
            <AudienceField value={values.audience} onChange={(value) => change('audience', value)} locked={user.audience === 'UNIVERSITY_STUDENT'} error={errors.audience} />
          )}
          <PersonalFields values={values} email={user.email} errors={errors} disabled={saving} onChange={change} />
        </Card>
        {university && (
          <Card data-section="university">
            <h3>University</h3>
            <UniversityFields values={values} user={user} errors={errors} disabled={saving} onChange={change} beforeVerify={saveBeforeVerification} />
          </Card>
        )}
        {flash && <FlashMessage tone={flash.tone} message={flash.message} duration={flash.tone === 'success' ? FLASH_DURATION_MS[mode] : undefined} onDismiss={dismissFlash} />}
        <Actions>
          <Button type="submit" loading={saving}>
            {saving ? 'Saving...' : 'Save Profile'}
          </Button>
          {mode === 'page' && user.profileComplete && (
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              Go to Dashboard
            </Button>
          )}
        </Actions>
      </Form>
    </PageSection>
  );
}

/**
 * The profile form (spec §2 Profile): audience, name, gender, bio, read-only e-mail, picture with
 * Remove / Undo Remove, and for university students degree, graduation year, university and the
 * university e-mail verification. Query `notice` opens the blocked / restricted notice.
 */
export function ProfileForm({ mode = 'page', audience, title = 'Your Profile', subtitle }: ProfileFormProps) {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return <Loading />;
  return (
    <ProfileFormFor
      user={user}
      mode={mode}
      audience={audience}
      title={mode === 'dashboard' ? 'Complete Your Profile' : title}
      subtitle={subtitle ?? (mode === 'dashboard' ? undefined : user.email)}
    />
  );
}
