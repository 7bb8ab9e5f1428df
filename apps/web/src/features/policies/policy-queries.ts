/** `users/policies/`: a plain list of the company's policies, and one policy under its id. */
export const policiesPath = 'users/policies/';
