// The employee's profile photo, for the side menu's avatar.
import { create } from 'zustand';
import { getEmployeeProfileImage } from '../../contract/profile';
import { callApi } from '../../lib/api-client';

interface ProfileImageState {
  imageBase64: string | null;
  error: string;
  load: (employeeId: number) => Promise<void>;
}

export const useProfileImageStore = create<ProfileImageState>()((set) => ({
  imageBase64: null,
  error: '',
  async load(employeeId) {
    try {
      const { imageBase64 } = await callApi(getEmployeeProfileImage, { query: { employeeId } });
      set({ imageBase64, error: '' });
    } catch {
      set({ imageBase64: null, error: 'Something went wrong' });
    }
  },
}));
