import 'server-only';
import { localeEnumOf } from '@agency/schema/locales';
import { queryGateway } from '@/lib/gateway/server-client';
import { graphql } from '@/lib/gql';
import type { ChosenOption } from './scouting-form';

const ScoutingOptionsQuery = graphql(`
  query ScoutingOptions($locale: Locale) {
    scoutingOptions(locale: $locale) {
      countries {
        id
        value
      }
      licenses {
        id
        value
      }
    }
  }
`);

const toChosen = (o: { id: string; value: string }): ChosenOption => ({ id: o.id, label: o.value });

/** The Get Scouted form's choices: countries and DRT licences, labelled in the page's language. */
export async function getScoutingOptions(
  locale: string,
): Promise<{ countries: ChosenOption[]; licenses: ChosenOption[] }> {
  const data = await queryGateway(ScoutingOptionsQuery, { locale: localeEnumOf(locale) });
  return {
    countries: data.scoutingOptions.countries.map(toChosen),
    licenses: data.scoutingOptions.licenses.map(toChosen),
  };
}
