import { useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import styled from 'styled-components';
import { ThemeProvider } from '../../theme/theme-provider';
import { ErrorBoundary } from '../error-boundary/error-boundary';

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Pick = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
`;

export type StandaloneRemotePageProps = {
  /** The remote's project name, e.g. 'mfe-feed'. */
  name: string;
  /** What the remote exposes (its remote-entry module), rendered one at a time. */
  modules: Record<string, ComponentType>;
};

/** The dev page of a remote running on its own (`nx serve mfe-x`), without the shell. */
export function StandaloneRemotePage({ name, modules }: StandaloneRemotePageProps) {
  const names = Object.keys(modules);
  const [selected, setSelected] = useState(names[0] ?? '');
  const Selected = modules[selected];
  return (
    <ThemeProvider>
      <BrowserRouter>
        <Page>
          <Bar>
            <h1>{name} (standalone)</h1>
            <nav aria-label="Exposed modules">
              {names.map((moduleName) => (
                <Pick key={moduleName} $active={moduleName === selected} aria-pressed={moduleName === selected} onClick={() => setSelected(moduleName)}>
                  {moduleName}
                </Pick>
              ))}
            </nav>
          </Bar>
          <main>
            <ErrorBoundary key={selected}>{Selected && <Selected />}</ErrorBoundary>
          </main>
        </Page>
      </BrowserRouter>
    </ThemeProvider>
  );
}
