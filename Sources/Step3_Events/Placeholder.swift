// Step3_Events is written with its chapter.
