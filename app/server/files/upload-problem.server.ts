/** Why an upload is refused: the status, stable code and message the API answers with. */
export interface UploadProblem {
  status: 400 | 415;
  code: string;
  message: string;
}
