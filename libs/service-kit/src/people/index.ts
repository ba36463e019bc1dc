export * from './person-model';
export * from './apply-person';
export * from './identity-people-client';
export * from './people-events-router';
export * from './create-people-projection';
export * from './present-author';
export * from './require-complete-profile';
