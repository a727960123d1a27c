/// Step 3's demo (written with the step).
func step3Demo(_ out: Transcript) {
  out.say("(step 3 is not written yet)")
}
