import 'server-only';
import { queryGateway } from '@/lib/gateway/server-client';
import { graphql } from '@/lib/gql';
import type { ChosenOption } from './scouting-form';
import type { AppLocale } from '@/i18n/routing';

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
  locale: AppLocale,
): Promise<{ countries: ChosenOption[]; licenses: ChosenOption[] }> {
  const data = await queryGateway(ScoutingOptionsQuery, { locale });
  return {
    countries: data.scoutingOptions.countries.map(toChosen),
    licenses: data.scoutingOptions.licenses.map(toChosen),
  };
}
