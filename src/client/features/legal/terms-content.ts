export const TERMS_EFFECTIVE_DATE = 'April 24, 2025';
export const SUPPORT_EMAIL = 'support@pawtype.app';

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    paragraphs: [
      'You must be at least 13 years old to use PawType. If you are under 18, you may use PawType only with the permission and supervision of a parent or legal guardian, who agrees to these Terms on your behalf.',
    ],
  },
  {
    id: 'use',
    title: 'Use of the Service',
    paragraphs: [
      'PawType is provided for your personal, non-commercial use. You agree to provide accurate information about yourself and your pets, and to keep your account details secure.',
      'You agree not to misuse the service: do not attempt to disrupt or overload it, access other people’s accounts or data, post unlawful, abusive or misleading content in the discussion boards, or use automated means to collect information from it.',
    ],
  },
  {
    id: 'content',
    title: 'User Content',
    paragraphs: [
      'You keep ownership of the content you submit, including your quiz responses, pet photos, posts and feedback.',
      'By submitting content you grant PawType a non-exclusive, royalty-free license to use your quiz responses and feedback to improve our services, generate insights and carry out aggregated research. Aggregated research never identifies you or your pet.',
    ],
  },
  {
    id: 'ip',
    title: 'Intellectual Property',
    paragraphs: [
      'The PawType name, logo, archetype descriptions, illustrations, software and other materials of the service belong to PawType or its licensors and are protected by intellectual property laws. You may not copy, modify or distribute them except as these Terms allow or with our written permission.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'We collect only what we need to run PawType: your account details, your assessments and what you post. We do not sell your personal information. Shared results are visible to anyone with the link only after you choose to share them, and show no owner details.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    paragraphs: [
      'PawType is for entertainment and self-reflection only. Personality results, activities and care tips are general suggestions and are not veterinary, medical or psychological advice. Always consult a qualified veterinarian or animal behaviourist about your pet’s health or behaviour.',
      'The service is provided "as is" and "as available", without warranties of any kind.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent permitted by law, PawType is not liable for any indirect, incidental, special or consequential damages, or for any loss arising from your use of, or inability to use, the service.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'We may suspend or end your access to PawType if you violate these Terms or misuse the service. You may stop using PawType and ask us to delete your account at any time.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to the Terms',
    paragraphs: [
      'We may update these Terms from time to time. When we do, we will change the effective date above, and continuing to use PawType after a change means you accept the updated Terms.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [`Questions about these Terms? Contact us at ${SUPPORT_EMAIL}.`],
  },
];
