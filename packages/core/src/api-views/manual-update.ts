/** Response schemas (view models) of the api's manual-update resources; types are inferred from them. */
export {};
