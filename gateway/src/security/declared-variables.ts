import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Every variable a request sends must be declared by the operation it runs (400 otherwise).
 * graphql-js ignores undeclared variables, but the answer cache keys on the variables (coerced
 * to the declared types when they all are declared, as sent otherwise), so `&variables={"brand":"DIGITAL","x":1}`, `…"x":2}`… would each be a fresh execution and a
 * fresh cache entry for one and the same answer. Refused at execution, before anything is
 * cached (answers with errors never are).
 */
export function useDeclaredVariables(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const sent = args.variableValues;
      if (!sent || typeof sent !== 'object') return;
      const operation = getOperationAST(args.document, args.operationName);
      const declared = new Set(operation?.variableDefinitions?.map((d) => d.variable.name.value) ?? []);
      const extra = Object.keys(sent).filter((name) => !declared.has(name));
      if (extra.length === 0) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            `Variable${extra.length > 1 ? 's' : ''} ${extra
              .slice(0, 5)
              .map((name) => `"$${name.slice(0, 40)}"`)
              .join(
                ', ',
              )} ${extra.length > 1 ? 'are' : 'is'} not declared by the operation; send only its own variables.`,
            { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
          ),
        ],
      });
    },
  };
}
