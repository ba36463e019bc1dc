// The notifications journeys against the scaled stack: their specs unchanged, each browser on the next
// gateway (so live pushes and mails cross instances: a comment written through one gateway reaches a
// bell connected through the other).
import { alternateGateways } from '../support/alternate-gateways';
import '../tests/notifications-live.spec';
import '../tests/notifications-email.spec';
import '../tests/notifications-announcements.spec';

alternateGateways();
