// NIC's public keys as the device knows them (issue 37 §3): the ones migration 033 ships, so a phone
// offline can tell at once whether NIC signed a bill's e-invoice QR. The server checks again with its
// own rows, which a company's administrator may add to when NIC rotates its keys.
export interface DeviceKey {
  kid: string;
  /** DER SubjectPublicKeyInfo, base64. */
  spkiBase64: string;
  isSandbox: boolean;
}

export const NIC_KEYS: readonly DeviceKey[] = [
  {
    kid: '115F4426617A7938BE1BA06DBEE91A427584EDAB',
    spkiBase64:
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArxd93uLDs8HTPqcSPpxZrf0Dc29r3iPp0a8filjAyeX4RAH6lWm9qFt26CcE8ESYtmo1sVtswvs7VH4Bjg/FDlRpd+MnAlXuxChij8/vjyAwE71ucMrmZhxM8rOSfPML8fniZ8trr3I4R2o4xWh6no/xTUtZ02/yUEXbphw3DEuefzHEQnEF+quGji9pvGnPO6Krmnri9H4WPY0ysPQQQd82bUZCk9XdhSZcW/am8wBulYokITRMVHlbRXqu1pOFmQMO5oSpyZU3pXbsx+OxIOc4EDX0WMa9aH4+snt18WAXVGwF2B4fmBk7AtmkFzrTmbpmyVqA3KO2IjzMZPw0hQIDAQAB',
    isSandbox: false,
  },
  {
    kid: 'nic-prod-2020',
    spkiBase64:
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA7lJd64G3zd4WgfbiL26KTLjY5MuXjPsGSsfONmwX9Z1HbITKeFEaXKJYCe/2WLNvrcWefyk2sP3TitWmXFTRJrAvzlm/F9tKfGlHiEFzh65osolGE/KdOIvBvLXFwJ29ul3zSm17X1/clqxa6Moviys73hDxHbZZ/mpYLDatb66zzge/IzsOjfz4zyUE2Vus6sihUJZw2a7BpIPWOPoM0TGSkf9/dq9OPzKBakYfXZvL/hU8WYY9wOIS79GOqyTcMo7cAbstTp/dRZlsetmEP+f1Pyi8Cmm6ReKU0G3muTTPgWtM5r9Sz/tKf47xsFLAe69Q2WOmblFRYMi3tGIQHQIDAQAB',
    isSandbox: false,
  },
  {
    kid: 'nic-sandbox',
    spkiBase64:
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAt0ZX9z6SkBoSTgscNe9ZX/WUK59YbszpZkVnpc0zodtQyVdeS3/KPvdVhuLkY9oKOWzc6hQGJ83ZGj9RhPuW3lexkIdR/D+7jT1ILCVWksH85k7REJmFzrTEIjqUyfgttmSXm1Cqt4MIswVaulILFY3nj4bi6qcItLfCH1XkK3i9WZe9/gYNH9N1byc427Xy7JWLxWlj0OuIvK1Roj9BJzbMF5En8FD/KWdrVS5O0yKungic44o/AVsDnEAzvH0FrjS2jD0UxvgBKEXFLFkcxQNqkWL3lBTZrmyZKNLQRtHJiETonxYSMaTKQArxiHWgls47Z7gHNfosxoKB/r3/JQIDAQAB',
    isSandbox: true,
  },
];
