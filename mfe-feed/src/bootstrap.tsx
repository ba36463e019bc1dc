import { StandaloneRemotePage } from '@campusloop/ui';
import { mountApp } from '@campusloop/web-platform';
import * as exposed from './remote-entry';

mountApp(<StandaloneRemotePage name="mfe-feed" modules={exposed} />);
