import { describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '../../contract/contact-texts';
import {
  GMAIL_TEXT,
  PHONE_TEXT,
  PINCODE_TEXT,
  REQUIRED_TEXT,
  type TProfile,
  ZProfileEditable,
} from '../../contract/profile';
import { renderText } from '../../pure/texts';
import { profileErrors as errorTexts, formValues, hasChanges } from './profile-form';
import { PROFILE_TEXTS } from './profile-texts';

/** The form's messages as the English reader sees them. */
const profileErrors = (...args: Parameters<typeof errorTexts>) =>
  Object.fromEntries(
    Object.entries(errorTexts(...args)).map(([field, text]) => [field, renderText(text, 'en')]),
  );

const profile: TProfile = {
  employeeId: 1003,
  employeeName: 'Asha Kulkarni',
  empCode: 'SPL0457',
  designation: 'Medical Representative',
  address: '22 Karve Road, Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411038',
  phoneNumber: '9890145678',
  emailId: 'asha.kulkarni.spl@gmail.com',
  areaRange: 'T',
  imageBase64: null,
  emailDomains: ['gmail.com'],
};

describe('the profile form', () => {
  it('has nothing to say about a valid profile, and sees no change until a field differs', () => {
    const values = formValues(profile);
    expect(profileErrors(values, ['gmail.com'])).toEqual({});
    expect(hasChanges(values, profile)).toBe(false);
    expect(hasChanges({ ...values, pincode: '411004' }, profile)).toBe(true);
  });

  it("says 'Please Select' for every empty required field", () => {
    expect(profileErrors({ address: ' ', phoneNumber: '', pincode: '', emailId: '' }, ['gmail.com'])).toEqual(
      {
        address: REQUIRED_TEXT,
        phoneNumber: REQUIRED_TEXT,
        pincode: REQUIRED_TEXT,
        emailId: REQUIRED_TEXT,
      },
    );
  });

  it('accepts only Gmail addresses, Indian mobile numbers and 6-digit pincodes', () => {
    const values = formValues(profile);
    expect(profileErrors({ ...values, emailId: 'asha@outlook.com' }, ['gmail.com'])).toEqual({
      emailId: GMAIL_TEXT,
    });
    expect(profileErrors({ ...values, emailId: 'asha@gmail.co' }, ['gmail.com'])).toEqual({
      emailId: GMAIL_TEXT,
    });
    expect(profileErrors({ ...values, emailId: 'Asha.K@GMAIL.com' }, ['gmail.com'])).toEqual({});
    expect(profileErrors({ ...values, phoneNumber: '5890145678' }, ['gmail.com'])).toEqual({
      phoneNumber: PHONE_TEXT,
    });
    expect(profileErrors({ ...values, phoneNumber: '98901' }, ['gmail.com'])).toEqual({
      phoneNumber: PHONE_TEXT,
    });
    expect(profileErrors({ ...values, pincode: '41103' }, ['gmail.com'])).toEqual({ pincode: PINCODE_TEXT });
    expect(GMAIL_TEXT).toBe('Please enter valid gmail.');
  });

  it("takes '+91 98901 45678' as the mobile number it is, and a company's own email domains", () => {
    const values = formValues(profile);
    expect(profileErrors({ ...values, phoneNumber: '+91 98901 45678' }, ['gmail.com'])).toEqual({});
    expect(ZProfileEditable.parse({ ...values, phoneNumber: '098901 45678' }).phoneNumber).toBe('9890145678');
    const own = ['sunrisepharma.in'];
    expect(profileErrors({ ...values, emailId: 'asha@sunrisepharma.in' }, own)).toEqual({});
    expect(profileErrors(values, own)).toEqual({
      emailId: renderText(CONTACT_TEXTS.emailAt({ domains: 'sunrisepharma.in' }), 'en'),
    });
  });

  it('gives its messages as texts, so they follow the reader’s language', () => {
    const errors = errorTexts({ ...formValues(profile), pincode: '', emailId: 'asha@outlook.com' }, [
      'gmail.com',
    ]);
    expect(errors.pincode).toEqual(PROFILE_TEXTS.required);
    expect(errors.emailId).toEqual(PROFILE_TEXTS.gmail);
  });
});
