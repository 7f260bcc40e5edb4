import type { Resolvers } from '../../generated/resolvers-types';
import { requestQuote } from './resolvers/Mutation/requestQuote';
import { sendContactMessage } from './resolvers/Mutation/sendContactMessage';
import { submitScoutingApplication } from './resolvers/Mutation/submitScoutingApplication';
import { cities } from './resolvers/Query/cities';
import { scoutingOptions } from './resolvers/Query/scoutingOptions';
import { SubmissionResult } from './resolvers/SubmissionResult';

/** Scouting options and cities, and the three form mutations (Get Scouted, quote request, contact). */
export const formsResolvers: Resolvers = {
  Query: { scoutingOptions, cities },
  Mutation: { submitScoutingApplication, requestQuote, sendContactMessage },
  SubmissionResult,
};

export { createFormsRuntime, type FormsRuntime, type FormsServices } from './services';
