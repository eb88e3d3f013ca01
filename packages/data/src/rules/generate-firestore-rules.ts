import type { CollectionReadPolicy, ReadCondition, ReadGrant } from '@app/domain';

/**
 * Compiles the domain's read policy (packages/domain/src/policy) into `firestore.rules`. The local host
 * enforces the same declaration with the domain's evaluators, so both backends answer the same reads.
 * Clients write nothing: every match says `allow write: if false` and every write goes through a callable.
 */

/** A rules string literal: single quotes, with backslashes and quotes escaped (regular expressions need it). */
export function rulesString(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

// Plain member access (`resource.data.restaurantId`), the form Firestore can check a query's filters against
// ("rules are not filters"). A missing field is an error, which denies, as the domain's canRead does.
function member(base: string, name: string): string {
  return IDENTIFIER.test(name) ? `${base}.${name}` : `${base}[${rulesString(name)}]`;
}

function field(name: string): string {
  return member('resource.data', name);
}

function claim(name: string): string {
  return member('request.auth.token', name);
}

/**
 * The same list as the caller's account holds it now (`users/{uid}`, the rules' `account()`): a staff member's
 * restaurants. A list claim is trusted only where both agree, so a venue taken away holds from the change on, not
 * when the session's ID token is next refreshed (an hour at most).
 */
function accountList(name: string): string {
  return member('account()', name);
}

/** One condition of the policy as a rules expression; `docId` is the match variable. */
export function conditionExpression(condition: ReadCondition): string {
  switch (condition.kind) {
    case 'all':
      return 'true';
    case 'fieldInClaimList':
      return `(${field(condition.field)} in ${claim(condition.claim)} && ${field(condition.field)} in ${accountList(condition.claim)})`;
    case 'arrayFieldIntersectsClaimList':
      return `(${field(condition.field)}.hasAny(${claim(condition.claim)}) && ${field(condition.field)}.hasAny(${accountList(condition.claim)}))`;
    case 'fieldEqualsClaim':
      return `(${claim(condition.claim)} != '' && ${field(condition.field)} == ${claim(condition.claim)})`;
    case 'docIdInClaimList': {
      const id = condition.strip ? `docId.replace(${rulesString(condition.strip)}, '')` : 'docId';
      return `(${id} in ${claim(condition.claim)} && ${id} in ${accountList(condition.claim)})`;
    }
    case 'docIdEqualsClaim':
      return `(${claim(condition.claim)} != '' && docId == ${claim(condition.claim)})`;
    case 'docIdEqualsUid':
      return 'docId == request.auth.uid';
  }
}

function grantExpression(grant: ReadGrant): string {
  const roles = `hasRole([${grant.roles.map(rulesString).join(', ')}])`;
  const condition = conditionExpression(grant.when);
  return condition === 'true' ? roles : `(${roles} && ${condition})`;
}

/** The `match` block of one collection. */
export function collectionBlock(name: string, policy: CollectionReadPolicy): string {
  const lines = [`    match /${name}/{docId} {`];
  if (policy.serverOnly || policy.grants.length === 0) {
    lines.push(
      policy.serverOnly
        ? '      // Server-only: read by the functions alone.'
        : '      // Readable by nobody.',
    );
    lines.push('      allow read, write: if false;');
  } else {
    const grants = policy.grants.map(grantExpression);
    lines.push(`      allow read: if ${grants.join('\n        || ')};`);
    lines.push('      allow write: if false;');
  }
  lines.push('    }');
  return lines.join('\n');
}

/** The whole `firestore.rules` file for a policy, collections in declaration order. */
export function generateFirestoreRules(policy: Readonly<Record<string, CollectionReadPolicy>>): string {
  const blocks = Object.entries(policy).map(([name, collection]) => collectionBlock(name, collection));
  return [
    "rules_version = '2';",
    "// GENERATED from the domain's read policy (packages/domain/src/policy/read-policy.ts) by",
    '// `pnpm --filter @app/data rules:generate`. Do not edit: a test fails when this file is stale.',
    '// Clients write nothing: every write goes through a callable function.',
    'service cloud.firestore {',
    '  match /databases/{database}/documents {',
    "    // A staff member's account as it is now (users/{uid}): one document read per request, so that a role or a",
    "    // venue taken away, or the account deleted, holds from the change on and not when the session's ID token is",
    '    // next refreshed (an hour at most). A missing account is an error, which denies.',
    '    function account() {',
    '      return get(/databases/$(database)/documents/users/$(request.auth.uid)).data;',
    '    }',
    '',
    '    // A customer (role client) only on a session opened with the custom token the sign-in callables mint,',
    '    // and only while it lasts: `sessionHours` (24, or 30 days with « Rester connecté ») from the sign-in',
    '    // (`auth_time`, kept through refreshes), as the callables judge it (issue 49 §9); staff only while their',
    "    // account still holds the token's role.",
    '    function hasRole(roles) {',
    '      return request.auth != null && request.auth.token.role in roles',
    "        && (request.auth.token.role != 'client' || request.auth.token.firebase.sign_in_provider == 'custom')",
    "        && (request.auth.token.role != 'client' || !('sessionHours' in request.auth.token)",
    '          || request.time.toMillis() <= (request.auth.token.auth_time + request.auth.token.sessionHours * 3600) * 1000)',
    "        && (request.auth.token.role == 'client' || account().role == request.auth.token.role);",
    '    }',
    '',
    blocks.join('\n\n'),
    '',
    '    // Whatever the policy does not declare is neither readable nor writable.',
    '    match /{document=**} {',
    '      allow read, write: if false;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
