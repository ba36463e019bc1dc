// The feed's journey against the scaled stack: its spec unchanged, each browser on the next gateway.
import { alternateGateways } from '../support/alternate-gateways';
import '../tests/feed-interactions.spec';

alternateGateways();
