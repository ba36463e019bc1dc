// The communities journey against the scaled stack: its spec unchanged, each browser on the next gateway.
import { alternateGateways } from '../support/alternate-gateways';
import '../tests/communities-journey.spec';

alternateGateways();
