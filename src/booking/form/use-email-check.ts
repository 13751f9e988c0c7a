import { useEffect, useState } from 'react';
import { loadAddressCheck, type AddressCheck } from '../rules/email';

/** The full e-mail address check: loaded once the visitor starts typing an address, not with the page. */
export function useEmailCheck(typing: boolean): AddressCheck | undefined {
  const [check, setCheck] = useState<AddressCheck>();
  useEffect(() => {
    if (typing && !check) void loadAddressCheck().then((loaded) => setCheck(() => loaded));
  }, [typing, check]);
  return check;
}
