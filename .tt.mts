import { PGlite } from '@electric-sql/pglite'
const pg = await PGlite.create()
await pg.exec(`create table t (id int primary key, v int); create table log (msg text);
create function f() returns trigger language plpgsql as $$ begin
  if TG_OP = 'INSERT' then insert into log select 'ins ' || count(*) from new_rows;
  elsif TG_OP = 'UPDATE' then insert into log select 'upd ' || (select count(*) from new_rows) || '/' || (select count(*) from old_rows);
  else insert into log select 'del ' || count(*) from old_rows; end if; return null; end $$;`)
try {
  await pg.exec(`create trigger tr after insert or update or delete on t referencing new table as new_rows old table as old_rows for each statement execute function f()`)
  console.log('multi-event ok')
} catch (e) { console.log('multi-event error:', (e as Error).message) }
await pg.exec(`insert into t values (1,1),(2,2) on conflict (id) do update set v = excluded.v; insert into t values (2,3),(3,3) on conflict (id) do update set v = excluded.v; delete from t where id = 1;`)
console.log((await pg.query('select * from log')).rows)
