import type { Locale } from '@navgan/domain/locales';
import {
  type CompanyProfile,
  type CompanyProfileValues,
  companyProfileInput,
} from '@navgan/domain/resources/company-profile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { companyProfiles } from '../../db/company-schema';
import type { Db } from '../../db/database';
import { cities, companies, provinces } from '../../db/schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { invalidFieldText } from '../../resources/field-error';
import { titleOf, titlesById } from '../../resources/lookup-titles';
import { placeCascadeErrors } from '../../resources/place-cascade';

/**
 * `company/profile/`: the caller's own company. Every user of the company reads it; for now every
 * signed-in user of the company may also save it (permissions arrive with users and policies).
 */
export async function companyRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  const answer = z.object({ name: z.string() }).loose();
  app.get('/company/profile/', typedContract({ answer }), async (request) =>
    readProfile(db, tenantOf(request)),
  );

  const body = { body: companyProfileInput, labels: 'company' as const, answer };
  app.put('/company/profile/', typedContract(body), async (request) => {
    const tenant = tenantOf(request);
    const values = request.body;
    const placeErrors = await placeErrorsOf(db, values);
    if (placeErrors) throw ApiError.validation(placeErrors);

    const profile = {
      national_id: values.national_id,
      economic_code: values.economic_code,
      phone: values.phone,
      support_phone: values.support_phone,
      province_id: values.province,
      city_id: values.city,
      postal_code: values.postal_code,
      address: values.address,
    };
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ name: values.name, en_name: values.en_name })
        .where(eq(companies.id, tenant.companyId));
      await tx
        .insert(companyProfiles)
        .values({ company_id: tenant.companyId, ...profile })
        .onConflictDoUpdate({
          target: companyProfiles.company_id,
          set: { ...profile, updated_at: new Date() },
        });
    });
    return readProfile(db, tenant);
  });
}

/** A province that does not exist, or a city outside the chosen province, is an invalid choice. */
async function placeErrorsOf(db: Db, values: CompanyProfileValues) {
  if (values.province) {
    const [found] = await db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.id, values.province));
    if (!found) {
      return (locale: Locale) => ({
        province: [invalidFieldText(locale, 'province', 'company')],
      });
    }
  }
  return placeCascadeErrors(db, { province: values.province, city: values.city }, 'company');
}

async function readProfile(db: Db, tenant: Tenant): Promise<CompanyProfile> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, en_name: companies.en_name })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  if (!company) throw ApiError.notFound();
  const [row] = await db.select().from(companyProfiles).where(inCompany(companyProfiles, tenant));
  const [provinceTitles, cityTitles] = await Promise.all([
    titlesById(db, provinces, [row?.province_id]),
    titlesById(db, cities, [row?.city_id]),
  ]);
  return {
    id: company.id,
    name: company.name,
    en_name: company.en_name,
    national_id: row?.national_id ?? '',
    economic_code: row?.economic_code ?? '',
    phone: row?.phone ?? '',
    support_phone: row?.support_phone ?? '',
    province: row?.province_id ?? null,
    city: row?.city_id ?? null,
    province_title: titleOf(provinceTitles, row?.province_id ?? null),
    city_title: titleOf(cityTitles, row?.city_id ?? null),
    postal_code: row?.postal_code ?? '',
    address: row?.address ?? '',
  };
}
