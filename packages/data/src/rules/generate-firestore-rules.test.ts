import { READ_POLICY, type CollectionReadPolicy } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../collections';
import { expectedFirestoreRules, readCommittedFirestoreRules } from './firestore-rules-file';
import {
  collectionBlock,
  conditionExpression,
  generateFirestoreRules,
  rulesString,
} from './generate-firestore-rules';

describe('firestore.rules', () => {
  it('is the output of the generator for the current read policy (run `pnpm --filter @app/data rules:generate`)', async () => {
    expect(await readCommittedFirestoreRules()).toBe(expectedFirestoreRules());
  });

  it('declares every collection of the product, and lets clients write nowhere', () => {
    const rules = expectedFirestoreRules();
    for (const name of COLLECTIONS) expect(rules).toContain(`match /${name}/{docId} {`);
    expect(rules).not.toMatch(/allow write: if (?!false)/);
    expect(rules).not.toMatch(/allow (read, )?write: if (?!false)/);
    expect(rules.match(/allow write: if false;|allow read, write: if false;/g)?.length).toBe(
      Object.keys(READ_POLICY).length + 1,
    );
  });

  it('keeps server-only collections unreadable whatever the role', () => {
    const rules = expectedFirestoreRules();
    for (const name of [
      'customerSecrets',
      'userInvitations',
      'mail_outbox',
      'loyaltyLedger',
      'idempotency',
      'signInGuards',
      'scanCodes',
      'tablets',
      'rateLimits',
      'tokenRevocations',
      'waitlist',
    ]) {
      const block = rules.slice(rules.indexOf(`match /${name}/{docId}`));
      expect(block.slice(0, block.indexOf('\n    }'))).toContain('allow read, write: if false;');
    }
  });
});

describe('generateFirestoreRules', () => {
  it('compiles each kind of condition to its rules expression', () => {
    expect(conditionExpression({ kind: 'all' })).toBe('true');
    expect(
      conditionExpression({ kind: 'fieldInClaimList', field: 'restaurantId', claim: 'restaurantIds' }),
    ).toBe(
      '(resource.data.restaurantId in request.auth.token.restaurantIds && resource.data.restaurantId in account().restaurantIds)',
    );
    expect(
      conditionExpression({
        kind: 'arrayFieldIntersectsClaimList',
        field: 'restaurantIds',
        claim: 'restaurantIds',
      }),
    ).toBe(
      '(resource.data.restaurantIds.hasAny(request.auth.token.restaurantIds) && resource.data.restaurantIds.hasAny(account().restaurantIds))',
    );
    expect(
      conditionExpression({ kind: 'fieldEqualsClaim', field: 'customerEmail', claim: 'customerEmail' }),
    ).toBe(
      "(request.auth.token.customerEmail != '' && resource.data.customerEmail == request.auth.token.customerEmail)",
    );
    expect(
      conditionExpression({ kind: 'docIdInClaimList', claim: 'restaurantIds', strip: '^loyalty_config_' }),
    ).toBe(
      "(docId.replace('^loyalty_config_', '') in request.auth.token.restaurantIds && docId.replace('^loyalty_config_', '') in account().restaurantIds)",
    );
    expect(conditionExpression({ kind: 'docIdInClaimList', claim: 'restaurantIds' })).toBe(
      '(docId in request.auth.token.restaurantIds && docId in account().restaurantIds)',
    );
    expect(conditionExpression({ kind: 'docIdEqualsClaim', claim: 'customerEmail' })).toBe(
      "(request.auth.token.customerEmail != '' && docId == request.auth.token.customerEmail)",
    );
    expect(conditionExpression({ kind: 'docIdEqualsUid' })).toBe('docId == request.auth.uid');
  });

  it('escapes quotes and backslashes, and uses bracket access for unusual field names', () => {
    expect(rulesString("l'a\\d")).toBe("'l\\'a\\\\d'");
    expect(conditionExpression({ kind: 'fieldInClaimList', field: 'my-field', claim: 'restaurantIds' })).toBe(
      "(resource.data['my-field'] in request.auth.token.restaurantIds && resource.data['my-field'] in account().restaurantIds)",
    );
  });

  it('joins the grants of a collection with "or", each limited to its roles', () => {
    const policy: CollectionReadPolicy = {
      serverOnly: false,
      grants: [
        { roles: ['master_admin'], when: { kind: 'all' } },
        { roles: ['admin', 'admin_full'], when: { kind: 'docIdEqualsUid' } },
      ],
    };
    expect(collectionBlock('users', policy)).toBe(
      [
        '    match /users/{docId} {',
        "      allow read: if hasRole(['master_admin'])",
        "        || (hasRole(['admin', 'admin_full']) && docId == request.auth.uid);",
        '      allow write: if false;',
        '    }',
      ].join('\n'),
    );
  });

  it('denies everything for server-only collections and collections without grants', () => {
    expect(
      collectionBlock('secrets', {
        serverOnly: true,
        grants: [{ roles: ['master_admin'], when: { kind: 'all' } }],
      }),
    ).toContain('allow read, write: if false;');
    expect(collectionBlock('nobody', { serverOnly: false, grants: [] })).toContain(
      'allow read, write: if false;',
    );
  });

  it("judges staff on their account as it is now, not only on the session's claims", () => {
    const rules = generateFirestoreRules({});
    expect(rules).toContain('get(/databases/$(database)/documents/users/$(request.auth.uid)).data');
    expect(rules).toContain(
      "(request.auth.token.role == 'client' || account().role == request.auth.token.role)",
    );
  });

  it('ends with a catch-all that denies undeclared paths', () => {
    const rules = generateFirestoreRules({});
    expect(rules).toContain("rules_version = '2';");
    expect(rules).toMatch(/match \/\{document=\*\*\} \{\n\s+allow read, write: if false;/);
  });
});
