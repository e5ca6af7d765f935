/**
 * TVS-34: historical client id → current client name, consulted when the dl-id match fails. Its
 * content is not shown in the spec, so it starts empty (decision) and is filled here as cases turn
 * up; matchers also accept an injected table, which is how tests exercise it.
 */
export const TVS_CLIENT_ALIASES: Readonly<Record<string, string>> = {};
